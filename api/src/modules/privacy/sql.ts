/**
 * SQL shared by the CV's privacy state and the retention run, on `r` (resumes), `t` (teams) and
 * `c` (cv_consents, left-joined).
 */

/** The last activity of a CV: its last change, or the person's last answer to a consent request. */
export const LAST_ACTIVITY = 'greatest(r.updated_at, coalesce(c.answered_at, r.updated_at))';

/** A consent the person gave that has not run out. */
export const CURRENT_CONSENT = "coalesce(c.state = 'given' AND (c.valid_until IS NULL OR c.valid_until > now()), false)";

/** When the CV's retention runs out without a current consent. */
export const RETAINED_UNTIL = `(${LAST_ACTIVITY} + make_interval(months => t.cv_retention_months))`;

/** The CVs retention keeps: under a legal hold, or with a current consent. */
export const KEPT = `(EXISTS (SELECT 1 FROM cv_legal_holds h WHERE h.resume_id = r.id) OR ${CURRENT_CONSENT})`;
