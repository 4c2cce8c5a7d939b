import { describe, expect, it } from 'vitest';
import { countsAfterVote } from './review-votes.ts';

const counts = { helpfulVotes: 4, notHelpfulVotes: 1 };

describe('countsAfterVote', () => {
  it('adds a first vote to its kind', () => {
    expect(countsAfterVote(counts, undefined, 'helpful')).toEqual({ helpfulVotes: 5, notHelpfulVotes: 1 });
    expect(countsAfterVote(counts, undefined, 'notHelpful')).toEqual({ helpfulVotes: 4, notHelpfulVotes: 2 });
  });

  it('changes nothing when the visitor votes the same again', () => {
    expect(countsAfterVote(counts, 'helpful', 'helpful')).toBe(counts);
  });

  it('moves a vote of the other kind instead of adding one', () => {
    expect(countsAfterVote(counts, 'helpful', 'notHelpful')).toEqual({ helpfulVotes: 3, notHelpfulVotes: 2 });
  });

  it('never shows a count below zero', () => {
    expect(countsAfterVote({ helpfulVotes: 0, notHelpfulVotes: 0 }, 'helpful', 'notHelpful')).toEqual({
      helpfulVotes: 0,
      notHelpfulVotes: 1,
    });
  });
});
