/** The storefront's layouts, used by the layout routes and the root error boundary. */
export { MainLayout } from './main-layout.tsx';
export { CheckoutLayout } from './checkout-layout.tsx';
export { ErrorPage } from './error-page.tsx';
