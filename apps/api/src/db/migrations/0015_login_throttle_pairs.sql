-- Issue 22 item 3: password sign-in is slowed per (account, client address) pair with waits that grow from the
-- pair's latest failure, instead of one 15-minute lock per account. Account rows keep window_started_at and
-- attempts and leave last_failed_at null. otp_codes.purpose gains 'login' (a text column: no SQL needed).
ALTER TABLE "login_throttle" ADD COLUMN "last_failed_at" timestamp with time zone;
