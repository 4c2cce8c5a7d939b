// The checks of the server as a process and of its headers depend on no test database (the process opens its own,
// headers are the same on either): they run in one Vitest pass of a run, and scripts/test-unit.mjs sets
// HAAT_ONCE_PER_RUN=done for a pass that goes over the same files again on another database.
export const oncePerRunDone = process.env.HAAT_ONCE_PER_RUN === 'done';
