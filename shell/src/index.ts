// The async boundary: shared singletons (react, react-dom, ...) are negotiated by the federation runtime
// before any of them is evaluated. Nothing else belongs in this file.
import('./bootstrap');
