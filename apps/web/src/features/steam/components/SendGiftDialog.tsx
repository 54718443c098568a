import {
  GIFT_MESSAGE_MAX,
  steamTradeUrlPattern,
  TRADE_URL_INVALID,
  TRADE_URL_REQUIRED,
  type SteamInventoryItem,
} from '@skinpilot/contract';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { Modal } from '../../../shared/ui/Modal';
import { useSendGift } from '../api/send-gift';
import { STEAM_TOAST_MS } from '../lib/steam-toast';

/** Section 5's gift check, as the server makes it. */
export function tradeUrlProblem(url: string): string | null {
  if (!url.trim()) return TRADE_URL_REQUIRED;
  return steamTradeUrlPattern.test(url.trim()) ? null : TRADE_URL_INVALID;
}

/** Section 2.12's send-item modal: this one item, to a trade URL, with an optional message. */
export function SendGiftDialog({
  steamId,
  item,
  onClose,
}: {
  steamId: string;
  item: SteamInventoryItem;
  onClose: () => void;
}) {
  const toast = useToast();
  const send = useSendGift(steamId);
  const [tradeUrl, setTradeUrl] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const problem = tradeUrlProblem(tradeUrl);
  const submit = () =>
    send.mutate(
      { asset_id: item.asset_id, trade_url: tradeUrl.trim(), ...(message ? { message } : {}) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message, { durationMs: STEAM_TOAST_MS });
          onClose();
        },
      },
    );
  const failure =
    send.error instanceof ApiError && send.error.detail
      ? send.error.detail
      : send.error
        ? 'Failed to send item. Please try again.'
        : null;
  return (
    <Modal
      open
      title="Send Item as Gift"
      onClose={onClose}
      dismissible={!send.isPending}
      actions={
        <>
          <button type="button" className="btn btn-sm" onClick={onClose} disabled={send.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={problem !== null || send.isPending}
            onClick={submit}
          >
            {send.isPending && <span className="loading loading-spinner loading-xs" />} Send Gift
          </button>
        </>
      }
    >
      <form
        aria-label="Send gift"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (!problem) submit();
        }}
      >
        <div className="flex items-center gap-3">
          <img src={item.icon_url} alt="" className="size-14 rounded bg-base-300 object-contain" />
          <p className="font-semibold">{item.market_name}</p>
        </div>
        <label className="form-control block">
          <span className="label-text">Trade URL</span>
          <input
            className={`input input-bordered w-full ${touched && problem ? 'input-error' : ''}`}
            value={tradeUrl}
            placeholder="https://steamcommunity.com/tradeoffer/new/?partner=...&token=..."
            onChange={(event) => setTradeUrl(event.target.value)}
            onBlur={() => setTouched(true)}
          />
          {touched && problem && <span className="text-sm text-error">{problem}</span>}
        </label>
        <label className="form-control block">
          <span className="label-text">Message (optional)</span>
          <textarea
            className="textarea textarea-bordered w-full"
            value={message}
            maxLength={GIFT_MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value.slice(0, GIFT_MESSAGE_MAX))}
          />
          <span className="text-xs opacity-60">
            {message.length}/{GIFT_MESSAGE_MAX}
          </span>
        </label>
        {failure && (
          <div role="alert" className="alert alert-error text-sm">
            {failure}
          </div>
        )}
      </form>
    </Modal>
  );
}
