import { ProductItem } from '../components/product-item';
import { SamplePage } from '../components/sample-page';
import { sampleProduct } from '../samples/sample-request';

/** `/pc/ProductItem`: one product of an order, with sample data. */
export default function ProductItemPage() {
  return (
    <SamplePage name="sample.product">
      <ProductItem product={sampleProduct} />
    </SamplePage>
  );
}
