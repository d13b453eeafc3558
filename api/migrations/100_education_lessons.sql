-- Education grows courses with ordered lessons, topics, Markdown texts and per-lesson progress.
-- The catalogue itself is no longer written here: the API loads it at start from the Markdown
-- files in api/src/modules/education/content (idempotently, see content/sync.ts).

ALTER TABLE education_items ADD COLUMN topic text NOT NULL DEFAULT 'search';

COMMENT ON COLUMN education_texts.body IS 'Markdown (GitHub flavour); for a course, its introduction.';

CREATE TABLE education_lessons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES education_items (id) ON DELETE CASCADE,
  -- Stable across content updates, so progress survives a reordering of the lessons.
  slug text NOT NULL,
  position integer NOT NULL CHECK (position > 0),
  minutes integer NOT NULL CHECK (minutes > 0),
  UNIQUE (item_id, slug)
);

CREATE TABLE education_lesson_texts (
  lesson_id bigint NOT NULL REFERENCES education_lessons (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('en', 'ru')),
  title text NOT NULL,
  body text NOT NULL,
  PRIMARY KEY (lesson_id, locale)
);

-- A row means the lesson is read; marking it unread deletes the row.
CREATE TABLE education_lesson_progress (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lesson_id bigint NOT NULL REFERENCES education_lessons (id) ON DELETE CASCADE,
  completed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);

-- Where each user was last in each item: "continue where you left off".
CREATE TABLE education_reading (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  item_id bigint NOT NULL REFERENCES education_items (id) ON DELETE CASCADE,
  lesson_id bigint REFERENCES education_lessons (id) ON DELETE SET NULL,
  touched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, item_id)
);
CREATE INDEX education_reading_recent ON education_reading (user_id, touched_at DESC);

-- The fingerprint of the content last loaded: an unchanged catalogue costs one query at start.
CREATE TABLE education_content_state (
  singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
  fingerprint text NOT NULL,
  loaded_at timestamptz NOT NULL DEFAULT now()
);
