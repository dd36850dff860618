/**
 * The texts of a remote's own dev page (its route list and its sign-in), English. A namespace of their own, loaded
 * with the page's lazy chunk: the shell and the remotes inside the store never load it.
 */
const devPageEn = {
  title: 'Pages of {{remote}}',
  intro: 'This remote alone, on its own dev server, against the backend. Its pages, from the route table:',
  elsewhere: '{{path}} belongs to the store, not to {{remote}}. Open it in the store, or one of the pages below.',
  signInFor: 'Sign in to go on to {{path}}.',
  'set.pc': 'Desktop (/pc)',
  'set.mobile': 'Phone (/mobile)',
  needsSignIn: '(customer)',
  open: 'Open',
  openRoute: 'Open {{path}}',
  'session.title': 'Session',
  'session.signedIn': 'Signed in as {{name}}.',
  'session.signedInNameless': 'Signed in.',
  'session.visitor': 'Not signed in: a customer page sends you here to sign in.',
  'session.signOut': 'Sign out',
  'demo.signIn': 'Sign in as the demo customer',
  'demo.hint': '{{email}}, from the backend seed.',
  'form.title': 'Another account',
  'form.email': 'Email',
  'form.password': 'Password',
  'form.submit': 'Sign in',
} as const;

export type DevPageTexts = typeof devPageEn;
export default devPageEn;
