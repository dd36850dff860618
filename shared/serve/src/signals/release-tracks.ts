import type { LiveMap } from '../runtime-config/live-map';

/** Which side of a release a build is on when its signal arrives; `other` for a tab still on a build gone since. */
export type ReleaseTrack = 'live' | 'canary' | 'other';

/** A signal's track, from what the shell server follows now. */
export type TrackOf = (remote: string, build: string) => ReleaseTrack;

/**
 * The track of a build from the registry's live map (the one the shell server follows): its role now, not when the
 * page was served. Without a map (no registry, or none read yet) the builds the server gives shoppers outside every
 * canary are `live`.
 */
export function tracksFrom(map: () => LiveMap | null, liveBuilds: () => Record<string, string> = () => ({})): TrackOf {
  return (remote, build) => {
    const now = map();
    if (!now) return liveBuilds()[remote] === build ? 'live' : 'other';
    const entry = now.remotes[remote];
    if (entry?.live?.build === build) return 'live';
    if (entry?.canary?.build === build) return 'canary';
    return 'other';
  };
}
