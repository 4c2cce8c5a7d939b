// Picks the payment gateway from the configuration: Razorpay when both keys are set, else the offline test gateway
// (loadConfig refuses production without Razorpay keys, so the offline gateway never takes real orders).
import { hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { OfflineGateway } from './offline-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { RazorpayGateway } from './razorpay-gateway.ts';

export type PaymentConfig = Pick<Config, 'env' | 'razorpay' | 'offlineGatewaySecret' | 'jwtSecret'>;

export function createPaymentGateway(config: PaymentConfig, db: Db): PaymentGateway {
  if (config.razorpay) return new RazorpayGateway(config.razorpay);
  if (config.env === 'production')
    throw new Error('RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required in production');
  return new OfflineGateway(db, offlineSecret(config));
}

/**
 * OFFLINE_GATEWAY_SECRET when set; otherwise derived from JWT_SECRET, so that several processes sharing one
 * database agree on signatures; otherwise random for this process (the embedded single-process default).
 */
function offlineSecret(config: PaymentConfig): string {
  if (config.offlineGatewaySecret) return config.offlineGatewaySecret;
  if (config.jwtSecret) {
    return Buffer.from(hkdfSync('sha256', config.jwtSecret, 'haat', 'offline-payment-gateway', 32)).toString(
      'hex',
    );
  }
  return randomBytes(32).toString('hex');
}
