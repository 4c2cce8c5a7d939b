// Which UPI screen a device gets (docs/behaviour/checkout.md#upi): app links on a phone (Android's system tray of
// installed apps first, iOS's fixed list plus collect), a QR code on a desktop.
import type { UpiPlatform } from '@haat/domain/payments/upi';

export interface DeviceHints {
  userAgent: string;
  maxTouchPoints: number;
  /** (pointer: coarse) matches: the main pointer is a finger. */
  coarsePointer: boolean;
  width: number;
}

export function upiPlatform(hints: DeviceHints): UpiPlatform {
  const ua = hints.userAgent;
  // iPadOS reports itself as a Mac; its touch points give it away.
  if (/iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && hints.maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(ua)) return 'android';
  // A narrow touch screen of another system: the generic upi:// link is the best it can be offered.
  if (hints.coarsePointer && hints.width < 768) return 'android';
  return 'desktop';
}

export function currentDeviceHints(): DeviceHints {
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    coarsePointer: window.matchMedia?.('(pointer: coarse)').matches ?? false,
    width: window.innerWidth,
  };
}
