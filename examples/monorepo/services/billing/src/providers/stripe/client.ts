import Stripe from 'stripe';

export function createStripeClient(apiKey: string): Stripe {
  return new Stripe(apiKey, { apiVersion: '2024-10-28.acacia', maxNetworkRetries: 2 });
}
