import { AppError } from '../../errors/app-error';
import type { AccountConnectors } from './trading-context';

/** What the account shows when Steam saw another address than the proxy's (issue 28). */
export const PROXY_NOT_APPLIED = 'Proxy not applied';

export class ProxyNotAppliedError extends AppError {
  readonly seenIp: string;
  constructor(seenIp: string, exitIp: string) {
    super(
      'bad_request',
      `${PROXY_NOT_APPLIED}: Steam saw the log-in come from ${seenIp}, not from the proxy's exit address ${exitIp}. The account was stopped so it never trades from our address; check the proxy, test it again and start the client.`,
    );
    this.seenIp = seenIp;
  }
}

/**
 * Proxy truth after a log-on: the address Steam saw (`publicIp`, when the client knows it) must be
 * the proxy's exit IP, tested through the proxy now. A client that cannot tell passes.
 */
export async function assertProxyApplied(
  connectors: Pick<AccountConnectors, 'checkProxy'>,
  proxy: string,
  publicIp: string | null,
): Promise<void> {
  if (!publicIp) return;
  const { exitIp } = await connectors.checkProxy(proxy);
  if (exitIp !== publicIp) throw new ProxyNotAppliedError(publicIp, exitIp);
}
