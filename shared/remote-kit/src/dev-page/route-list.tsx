import { css, type Theme } from '@emotion/react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { pathTo, type RouteName, type RouteSet } from '@shop/platform/routes';
import { bareList, Button, cluster, Field, Input, stack, tapTarget } from '@shop/ui';
import type { OwnRoute } from '../own-routes';
import { useDevPageTexts } from './texts';

const SETS: readonly RouteSet[] = ['pc', 'mobile'];

/** A remote's routes by set: a link each, or a small form for a route with parameters. */
export function RouteList({ routes }: { routes: readonly OwnRoute[] }) {
  const t = useDevPageTexts();
  return SETS.map((set) => {
    const inSet = routes.filter((route) => route.set === set);
    if (inSet.length === 0) return null;
    return (
      <section key={set} aria-labelledby={`dev-page-set-${set}`}>
        <h2 id={`dev-page-set-${set}`}>{t(`set.${set}`)}</h2>
        <ul css={[bareList, stack(3)]}>
          {inSet.map((route) => (
            <li key={route.name}>
              {route.params.length === 0 ? (
                <Link to={route.path} css={tapTarget}>
                  {route.path}
                </Link>
              ) : (
                <ParamForm route={route} />
              )}
              {route.spec.requiresLogin && <span css={note}> {t('needsSignIn')}</span>}
            </li>
          ))}
        </ul>
      </section>
    );
  });
}

/** `pathTo` for a route known only at run time (its parameters read from a form). */
const pathOf = pathTo as (name: RouteName, params: Readonly<Record<string, string>>) => string;

/** A route with parameters: a field for each (the route's sample filled in where it has one), then open it. */
function ParamForm({ route }: { route: OwnRoute }) {
  const t = useDevPageTexts();
  const navigate = useNavigate();
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    void navigate(pathOf(route.name, Object.fromEntries(route.params.map((name) => [name, String(data.get(name))]))));
  };
  return (
    <form aria-label={t('openRoute', { path: route.path })} onSubmit={open} css={stack(1)}>
      <code>{route.path}</code>
      <div css={[cluster(2), fields]}>
        {route.params.map((name) => (
          <Field key={name} label={name} required>
            {(p) => <Input {...p} name={name} required defaultValue={route.spec.sample?.[name]} />}
          </Field>
        ))}
        <Button type="submit">{t('open')}</Button>
      </div>
    </form>
  );
}

const fields = css`
  align-items: flex-end;
`;

const note = (theme: Theme) => css`
  color: ${theme.color.textMuted};
`;
