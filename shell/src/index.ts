// The async boundary: shared singletons (react, react-dom, ...) are negotiated by the federation runtime before any
// of them is evaluated, so nothing here imports a shared module. Only what must survive the failure of the chunks
// behind the boundary belongs here (decision 031): it is already on the page when they fail.
import { startStore } from './boot/start-store';

void startStore(() => import(/* webpackChunkName: "shell-bootstrap" */ './bootstrap'));
