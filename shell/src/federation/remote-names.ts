/** Every remote the shell can load (Module Federation names), from the one registry. */
export { REMOTE_NAMES, type RemoteName } from '@csan/remotes';
