import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TwoFactorModal } from './TwoFactorModal';

function Harness({ onVerify }: { onVerify: () => void }) {
  const [code, setCode] = useState('');
  return (
    <TwoFactorModal
      open
      code={code}
      onCodeChange={setCode}
      onVerify={onVerify}
      onCancel={() => setCode('')}
      isVerifying={false}
      message={null}
    />
  );
}

describe('TwoFactorModal', () => {
  it('formats what is typed and enables Verify from six characters', async () => {
    const onVerify = vi.fn();
    renderWithProviders(<Harness onVerify={onVerify} />);
    const input = await screen.findByLabelText('Authentication code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(input).toHaveAttribute('maxLength', '9');

    await userEvent.type(input, '12345');
    expect(input).toHaveValue('123 45');
    expect(verify).toBeDisabled();
    await userEvent.type(input, '6');
    expect(input).toHaveValue('123 456');
    expect(verify).toBeEnabled();
    await userEvent.click(verify);
    expect(onVerify).toHaveBeenCalledOnce();

    await userEvent.clear(input);
    await userEvent.type(input, 'ab12cd34');
    expect(input).toHaveValue('AB12-CD34');
  });
});
