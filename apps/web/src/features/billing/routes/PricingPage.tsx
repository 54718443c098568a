import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/auth/current-user';
import { useNow } from '../../../shared/time/use-now';
import { Page } from '../../../shared/ui/Page';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useApplyDiscount } from '../api/apply-discount';
import { useAvailableLicenses } from '../api/available-licenses';
import { usePaymentOptions } from '../api/payment-options';
import { useProducts } from '../api/products';
import { useStartCheckout } from '../api/start-checkout';
import { ProductCheckout, type PaymentMethod } from '../components/ProductCheckout';
import { isRenewal, pricingTabs, productsForTab, type PricingTab } from '../lib/pricing';

type Message = { tone: 'success' | 'error'; text: string };

export default function PricingPage() {
  const products = useProducts();
  const availability = useAvailableLicenses();
  const options = usePaymentOptions();
  const { isSignedIn, user } = useCurrentUser();
  const now = useNow(60_000);
  const navigate = useNavigate();
  const applyDiscount = useApplyDiscount();
  const startCheckout = useStartCheckout();

  const [tab, setTab] = useState<PricingTab>('premium');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [code, setCode] = useState('');
  const [percent, setPercent] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const tabInfo = pricingTabs.find((t) => t.id === tab)!;
  const tabProducts = productsForTab(products.data ?? [], tab);
  const selected = tabProducts.find((p) => p.product_id === selectedId) ?? tabProducts[0];
  const available =
    tab === 'premium'
      ? availability.data?.premium_licenses
      : tab === 'deposit'
        ? availability.data?.deposit_licenses
        : undefined;

  // Changing tab resets the selection, the discount code and the message (section 2).
  const changeTab = (next: PricingTab) => {
    setTab(next);
    setSelectedId(null);
    setCode('');
    setPercent(null);
    setMessage(null);
  };

  const apply = () => {
    if (!isSignedIn) return void navigate(paths.signIn);
    if (!selected) return;
    setMessage(null);
    applyDiscount.mutate(
      { code, product: selected.name },
      {
        onSuccess: (answer) => {
          setPercent(answer.discount);
          setMessage({ tone: 'success', text: `Discount applied: ${answer.discount}% off.` });
        },
        onError: (error) => {
          setPercent(null);
          setMessage({
            tone: 'error',
            text:
              error instanceof ApiError && error.status === 400
                ? 'Invalid discount code.'
                : 'Error validating discount code. Please try again.',
          });
        },
      },
    );
  };

  const pay = () => {
    if (!isSignedIn) return void navigate(paths.signIn);
    if (!selected) return;
    setMessage(null);
    startCheckout.mutate(
      {
        productId: selected.product_id,
        method,
        discountCode: method === 'card' && percent !== null ? code : undefined,
      },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) return void navigate(paths.licensesFull);
          const fallback =
            method === 'crypto' && error instanceof ApiError && error.status === 503
              ? 'Crypto payments are currently unavailable.'
              : 'Error initiating payment. Please try again.';
          setMessage({
            tone: 'error',
            text: error instanceof ApiError && error.detail ? error.detail : fallback,
          });
        },
      },
    );
  };

  return (
    <Page>
      <PageHeader title="Pricing" subtitle="Premium licences, deposit bot plans and credit packs." />
      {options.data?.test_mode && (
        <div role="alert" className="alert alert-warning mb-6">
          <TriangleAlert className="size-5" aria-hidden />
          <span>Test mode: payments are simulated and no real money is charged.</span>
        </div>
      )}
      <div role="tablist" aria-label="Products" className="tabs tabs-box mb-6 w-fit">
        {pricingTabs.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={t.id === tab}
            className={`tab ${t.id === tab ? 'tab-active' : ''}`}
            onClick={() => changeTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {message && (
        <div
          role="status"
          className={`alert mb-6 ${message.tone === 'error' ? 'alert-error' : 'alert-success'}`}
        >
          {message.text}
        </div>
      )}
      {products.isPending ? (
        // About as tall as the product card (phone: one column, wider: two), so the card replaces it
        // without pushing what follows; on a phone it reaches below the fold.
        <div
          className="skeleton h-[48rem] w-full md:h-[33rem]"
          aria-busy="true"
          aria-label="Loading products"
        />
      ) : products.isError ? (
        <div role="alert" className="alert alert-error">
          Failed to load products. Please refresh the page.
        </div>
      ) : !selected ? (
        <div className="card bg-base-200">
          <div className="card-body items-center text-center">
            <p>{tabInfo.empty}</p>
            <Link to={paths.faq} className="btn btn-ghost btn-sm">
              Questions? Read the FAQ
            </Link>
          </div>
        </div>
      ) : (
        <ProductCheckout
          tab={tab}
          selectorLabel={tabInfo.selector}
          products={tabProducts}
          selected={selected}
          onSelect={(id) => {
            setSelectedId(id);
            setPercent(null);
          }}
          available={available}
          isRenewal={isRenewal(user, tab, now)}
          method={method}
          onMethodChange={setMethod}
          discount={{
            code,
            onCodeChange: setCode,
            onApply: apply,
            isApplying: applyDiscount.isPending,
            percent,
          }}
          onPay={pay}
          isPaying={startCheckout.isPending}
        />
      )}
      <p className="mt-6 text-sm opacity-70">
        By paying you accept the{' '}
        <Link to={paths.terms} className="link">
          Terms of Service
        </Link>{' '}
        and the{' '}
        <Link to={paths.privacy} className="link">
          Privacy Policy
        </Link>
        . All sales are final.
      </p>
    </Page>
  );
}
