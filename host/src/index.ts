// The async boundary: shared modules (React, i18next…) are negotiated before any of them runs.
import('./bootstrap');
