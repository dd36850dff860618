// The async boundary the shell has too: the federation runtime settles the shared libraries first.
import('./bootstrap');
