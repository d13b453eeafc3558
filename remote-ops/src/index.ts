// The async boundary: shared modules are negotiated before any of them runs.
import('./standalone-bootstrap');
