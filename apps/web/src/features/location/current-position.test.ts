// The browser geolocation call: the spec's options, and each refusal's message.
import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '@haat/domain/location/location-messages';
import { GEOLOCATION_OPTIONS } from '@haat/domain/location/location-rules';
import { currentPosition } from './current-position.ts';

function fakeGeolocation(answer: { coords: { latitude: number; longitude: number } } | { code: number }) {
  const calls: unknown[] = [];
  const geolocation = {
    getCurrentPosition(
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) {
      calls.push(options);
      if ('coords' in answer) success(answer as unknown as GeolocationPosition);
      else failure?.(answer as GeolocationPositionError);
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

describe('currentPosition', () => {
  it('asks with high accuracy, a 10 s timeout and a 10 min maximum age, and answers the coordinates', async () => {
    const { geolocation, calls } = fakeGeolocation({ coords: { latitude: 19.076, longitude: 72.8777 } });
    await expect(currentPosition(geolocation)).resolves.toEqual({ latitude: 19.076, longitude: 72.8777 });
    expect(calls).toEqual([GEOLOCATION_OPTIONS]);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 600_000 });
  });

  it.each([
    [1, LOCATION_MESSAGES.permissionDenied],
    [2, LOCATION_MESSAGES.positionUnavailable],
    [3, LOCATION_MESSAGES.timeout],
  ])('error code %i says "%s"', async (code, message) => {
    await expect(currentPosition(fakeGeolocation({ code }).geolocation)).rejects.toThrow(message);
  });

  it('without geolocation says it is not supported', async () => {
    await expect(currentPosition(null)).rejects.toThrow(LOCATION_MESSAGES.notSupported);
  });
});
