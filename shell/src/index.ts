// Async boundary: shared modules (react, router) are negotiated before any app code runs.
import('./bootstrap');
