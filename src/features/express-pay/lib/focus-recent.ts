/** Takes the person to the checkout's Recent payments (its heading, focused for screen readers). */
export function focusRecentPayments(): void {
  const recent = document.getElementById('recent-payments-heading');
  recent?.scrollIntoView({ block: 'start' });
  recent?.setAttribute('tabindex', '-1');
  recent?.focus();
}
