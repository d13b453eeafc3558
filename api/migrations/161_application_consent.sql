-- The consent a candidate gives by applying: the statement they read, word for word, in their
-- language, when, and until when (the team's retention months from then). Applications sent
-- before the consent was recorded keep NULLs.
ALTER TABLE applications
  ADD COLUMN consent_text text,
  ADD COLUMN consent_locale text CHECK (consent_locale IN ('en', 'ru')),
  ADD COLUMN consent_at timestamptz,
  ADD COLUMN consent_until timestamptz,
  ADD CONSTRAINT applications_consent_whole CHECK ((consent_text IS NULL) = (consent_locale IS NULL) AND (consent_text IS NULL) = (consent_at IS NULL) AND (consent_at IS NULL) = (consent_until IS NULL));
