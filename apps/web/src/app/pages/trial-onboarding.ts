/**
 * 'Onboarding active' is set when a trial starts and cleared when the trader moves on to the
 * overview or the accounts; it lives for the browser session so a reload keeps the welcome card.
 */
const KEY = 'trialOnboarding';

export function isTrialOnboardingActive(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function setTrialOnboardingActive(active: boolean): void {
  try {
    if (active) sessionStorage.setItem(KEY, 'true');
    else sessionStorage.removeItem(KEY);
  } catch {
    // Blocked storage only loses the preference for the next reload.
  }
}
