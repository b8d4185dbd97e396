import ProductFormPage from './product-form-page';

/** Create Bundle (/fulfillment/bundles/new). */
export default function CreateBundlePage() {
  return <ProductFormPage bundle />;
}
