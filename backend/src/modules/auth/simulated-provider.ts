import type { SocialProvider } from '@shop/api/contract';

/**
 * The stand-in for Google, Facebook and TikTok: its authorization page is the development route
 * /__dev/oauth/authorize, and every login through it is the same demo person of that provider.
 */

export interface SocialProfile {
  /** The provider's stable id for the person. */
  subject: string;
  email: string;
  first_name: string;
  last_name: string;
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', tiktok: 'TikTok' };

/** On the backend's own origin (`devUrl`): the shell's server never forwards /__dev. */
export function authorizeUrl(devUrl: string, provider: SocialProvider, state: string): string {
  return `${devUrl}/__dev/oauth/authorize?${new URLSearchParams({ provider, state })}`;
}

/** What the provider tells about the person once the code is exchanged; it does not depend on the session. */
export function simulatedProfile(provider: SocialProvider): SocialProfile {
  return {
    subject: `${provider}-demo-person`,
    email: `${provider}.user@example.com`,
    first_name: 'Social',
    last_name: PROVIDER_NAMES[provider],
  };
}
