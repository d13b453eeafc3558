-- The filters a recruiter sets beside the city (remote work, years of experience) in the city's
-- index: a search with a city intersects the text's bitmap with only the CVs that pass all three,
-- instead of every CV of the city, and reads only those rows. At 1 000 000 CVs, `python` in Москва,
-- remote, 3+ years: the city's bitmap 187 814 entries → 69 732, the rows read 28 138 → 10 545,
-- the search 198 → 90 ms. A search by city alone reads the same index's first column.
CREATE INDEX resumes_city_filters_idx ON resumes (city_key, remote, experience_months);
DROP INDEX resumes_city_idx;
