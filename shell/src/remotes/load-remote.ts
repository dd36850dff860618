// The federated loader. In the monolith build the factory replaces `load-remote.federated` with
// `load-remote.monolith` (same exports), so the rest of the shell never knows which build it is in.
export { loadRemoteModule, registerRemoteEntries } from './load-remote.federated';
