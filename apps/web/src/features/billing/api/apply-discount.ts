import { applyDiscount } from '@skinpilot/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../shared/api/http-client';

export function useApplyDiscount() {
  return useMutation({
    mutationFn: (input: { code: string; product: string }) => call(applyDiscount, { body: input }),
  });
}
