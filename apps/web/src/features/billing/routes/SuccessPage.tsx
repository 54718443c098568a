import type { PurchaseDetails } from '@skinpilot/contract';
import { formatCents } from '@skinpilot/domain';
import { CircleCheck, Clock, Loader, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { Page } from '../../../shared/ui/Page';
import { ReceiptActions } from '../components/ReceiptActions';
import { tooLongMessage } from '../lib/purchase-poll';
import { usePurchasePoll } from '../lib/use-purchase-poll';

const statusLabel: Record<string, string> = {
  completed: 'Completed',
  waiting_for_charge: 'Processing',
  pending: 'Pending',
};

export default function SuccessPage() {
  const [params] = useSearchParams();
  const isCrypto = params.get('crypto') === 'true';
  const { state, retry } = usePurchasePoll({
    sessionId: isCrypto ? undefined : (params.get('session_id') ?? undefined),
    paymentId: isCrypto ? (params.get('NP_id') ?? undefined) : undefined,
  });

  return (
    <Page width="narrow">
      <div className="card bg-base-200 shadow-sm">
        <div className="card-body items-center space-y-3 text-center">
          {state.kind === 'loading' && (
            <>
              <Loader className="size-14 animate-spin text-primary" aria-hidden />
              <h1 className="text-2xl font-bold">Loading payment details...</h1>
              {isCrypto && <p className="opacity-70">Waiting for blockchain confirmation...</p>}
            </>
          )}
          {(state.kind === 'processing' || state.kind === 'too-long') && (
            <>
              <Clock className="size-14 text-warning" aria-hidden />
              <h1 className="text-2xl font-bold">Processing Payment</h1>
              <p className="opacity-70">
                {state.kind === 'too-long'
                  ? tooLongMessage
                  : 'Your payment is being confirmed. This page updates by itself.'}
              </p>
              {state.details && <PurchaseSummary details={state.details} />}
              <Link to={paths.profile} className="btn btn-ghost btn-sm">
                Check Account
              </Link>
            </>
          )}
          {state.kind === 'completed' && <Completed details={state.details} />}
          {state.kind === 'error' && (
            <>
              <TriangleAlert className="size-14 text-error" aria-hidden />
              <h1 className="text-2xl font-bold">Payment Processing Delayed</h1>
              <p className="opacity-70">{state.message}</p>
              <div className="flex flex-wrap justify-center gap-2">
                <Link to={paths.profile} className="btn btn-primary">
                  Check Account
                </Link>
                <button type="button" className="btn btn-ghost" onClick={retry}>
                  Try Again
                </button>
              </div>
            </>
          )}
        </div>
      </div>
    </Page>
  );
}

function Completed({ details }: { details: PurchaseDetails }) {
  useEffect(() => {
    // Loaded only here: nobody else pays for the confetti's bytes.
    void import('canvas-confetti').then(({ default: confetti }) =>
      confetti({ particleCount: 120, spread: 80, origin: { y: 0.6 }, disableForReducedMotion: true }),
    );
  }, []);
  return (
    <>
      <CircleCheck className="size-14 text-success" aria-hidden />
      <h1 className="text-2xl font-bold">Payment Successful</h1>
      <p className="opacity-70">Thank you! Your purchase is on your account.</p>
      <PurchaseSummary details={details} />
      <div className="flex flex-wrap justify-center gap-2">
        <Link to={paths.trading} className="btn btn-primary">
          Go to Trading
        </Link>
        <Link to={paths.profile} className="btn btn-ghost">
          View Profile
        </Link>
        <Link to={paths.home} className="btn btn-ghost">
          Home
        </Link>
      </div>
    </>
  );
}

function PurchaseSummary({ details }: { details: PurchaseDetails }) {
  return (
    <dl className="grid w-full max-w-sm grid-cols-2 gap-2 text-left text-sm">
      <dt className="opacity-70">Product</dt>
      <dd className="text-right" data-testid="summary-product">
        {details.product_name}
      </dd>
      <dt className="opacity-70">Total amount</dt>
      <dd className="tabular text-right" data-testid="summary-amount">
        {formatCents(details.amount, details.currency)}
      </dd>
      <dt className="opacity-70">Purchase date</dt>
      <dd className="text-right">
        {new Date(details.purchase_date).toLocaleString('en-GB', { timeZone: 'UTC' })}
      </dd>
      <dt className="opacity-70">Status</dt>
      <dd className="text-right">{statusLabel[details.status] ?? details.status}</dd>
      {details.receipt_url && (
        <>
          <dt className="opacity-70">Receipt</dt>
          <dd className="text-right">
            <ReceiptActions url={details.receipt_url} toastMs={3000} />
          </dd>
        </>
      )}
    </dl>
  );
}
