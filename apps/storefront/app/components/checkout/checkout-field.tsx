import type { ComponentProps } from 'react';
import { FormField } from '../ui/form-field.tsx';

/** A checkout form field (test ids `checkout-{name}`). */
export function CheckoutField(props: Omit<ComponentProps<typeof FormField>, 'testPrefix'>) {
  return <FormField testPrefix="checkout" {...props} />;
}
