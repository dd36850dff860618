// The async boundary of the standalone page: the federation runtime settles the shared singletons (react,
// react-dom, ...) before any of them runs. Nothing else belongs in this file.
import('./bootstrap');
