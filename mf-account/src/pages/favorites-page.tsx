import { Link, useSearchParams } from 'react-router-dom';
import { CallState, FailureAlert, PageHead } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { bareList, cardGrid, EmptyState, pageTitle } from '@shop/ui';
import { Pager } from '../components/pager';
import { FavoriteCard } from '../features/favorites/components/favorite-card';
import { FAVORITES_PAGE_SIZE, useFavorites } from '../features/favorites/hooks/use-favorites';
import { useAccountTexts } from '../i18n/texts';

/** `/pc/my/favorites`: the favorite products with price and stock, add to cart, remove; pages in the URL. */
export default function FavoritesPage() {
  const t = useAccountTexts();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
  const favorites = useFavorites(page);
  return (
    <>
      <PageHead title={t('favorites.title')} noindex readError={favorites.error} />
      <h1 css={pageTitle}>{t('favorites.title')}</h1>
      <CallState data={favorites.list} error={favorites.error} retry={favorites.retry} lines={6}>
        {(list) =>
          list.items.length === 0 && page === 1 ? (
            <EmptyState
              title={t('favorites.empty')}
              description={t('favorites.emptyHint')}
              action={<Link to={pathTo('home')}>{t('favorites.browse')}</Link>}
            />
          ) : (
            <>
              <p role="status">{t('favorites.count', { count: list.total })}</p>
              <FailureAlert failure={favorites.failure} />
              <ul css={grid} aria-label={t('favorites.list')}>
                {list.items.map((product) => (
                  <FavoriteCard
                    key={product.id}
                    product={product}
                    busy={favorites.isPending(product.id)}
                    onAddToCart={() => void favorites.addToCart(product.id)}
                    onRemove={() => void favorites.remove(product.id)}
                  />
                ))}
              </ul>
              <Pager
                page={page}
                total={list.total}
                pageSize={FAVORITES_PAGE_SIZE}
                onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
              />
            </>
          )
        }
      </CallState>
    </>
  );
}

const grid = [bareList, cardGrid({ base: 1, md: 2, lg: 3 }, 4)];
