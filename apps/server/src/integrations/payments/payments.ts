/** What a checkout needs from us; amounts in cents after any discount. */
export type CheckoutRequest = {
  purchaseId: string;
  productName: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  /** The product's id at the card provider (live or test by key), when the admin set one. */
  providerProductId: string | null;
};

export type CardPayments = {
  provider: 'stripe' | 'sandbox';
  isTestMode: boolean;
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
};

export type CryptoPayments = {
  provider: 'nowpayments' | 'sandbox';
  isTestMode: boolean;
  createInvoice(request: CheckoutRequest): Promise<{ invoiceId: string; url: string }>;
};
