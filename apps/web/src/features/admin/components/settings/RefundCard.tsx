import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { useAdminToast } from '../../lib/use-admin-toast';
import { SettingsCard } from './SettingsCard';
import { useRefundWithdrawal } from '../../api/settings';

/** Refund by withdrawal trade id: trimmed, an empty reason sent as null; disabled without an id. */
export function RefundCard() {
  const toast = useAdminToast();
  const refund = useRefundWithdrawal();
  const [tradeId, setTradeId] = useState('');
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    refund.mutate(
      { trade_id: tradeId.trim(), reason: reason.trim() || null },
      {
        onSuccess: (answer) => {
          toast.success(
            answer.already_refunded
              ? `Refund successful: +${answer.credits_restored} credits (already refunded)`
              : `Refund successful: +${answer.credits_restored} credits`,
          );
          setTradeId('');
          setReason('');
        },
        onError: (error) => toast.error(`Refund failed: ${errorMessage(error, 'please try again')}`),
      },
    );
  }

  return (
    <SettingsCard title="Refund Withdrawal">
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="form-control">
            <span className="label-text mb-1">Withdrawal trade ID</span>
            <input
              className="input input-bordered input-sm w-full font-mono"
              value={tradeId}
              onChange={(e) => setTradeId(e.target.value)}
            />
          </label>
          <label className="form-control">
            <span className="label-text mb-1">Reason (optional)</span>
            <input
              className="input input-bordered input-sm w-full"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        </div>
        <div className="flex justify-end">
          <button
            type="submit"
            className="btn btn-warning btn-sm"
            disabled={!tradeId.trim() || refund.isPending}
          >
            Refund
          </button>
        </div>
      </form>
    </SettingsCard>
  );
}
