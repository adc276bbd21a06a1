// Loaded asynchronously so that module federation negotiates shared modules before React runs.
import('./bootstrap');
