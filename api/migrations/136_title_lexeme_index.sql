-- The title tier of a relevance search (modules/search/search-sql.ts) looks for the CVs whose title
-- alone matches the query. A CV's title is the weight-A part of its search_vector; this index holds
-- just that part, so the title matches are found in the index. Asking search_vector for weight-A
-- lexemes instead makes GIN return every CV with the word anywhere, each rechecked against its
-- whole vector: at 1 000 000 CVs, 170 ms for a word in 18 000 CVs and in no title, 0.1 ms here.
CREATE INDEX resumes_title_lexemes_idx ON resumes USING gin (ts_filter(search_vector, '{a}'));
-- The planner needs the index's own statistics (how many titles hold a word) to choose between
-- it and walking the quality order: without them it takes every word for rare in titles.
ANALYZE resumes;
