import { describe, expect, it } from 'vitest';
import { enterDigits, eraseDigit, isOtpComplete, otpBoxesOf, otpValueOf, typedText } from './otp-boxes.ts';

const empty = () => otpBoxesOf('');

describe('six-box OTP input rules', () => {
  it('keeps one digit per box and drops anything else', () => {
    expect(enterDigits(empty(), 0, 'a')).toEqual({ boxes: empty(), focus: 0 });
    const typed = enterDigits(empty(), 0, '7');
    expect(typed).toEqual({ boxes: ['7', '', '', '', '', ''], focus: 1 });
    expect(otpBoxesOf('1a2')).toEqual(['1', '', '2', '', '', '']);
  });

  it('moves on after each digit and stays on the last box', () => {
    let boxes = empty();
    let focus = 0;
    for (const digit of '123456') ({ boxes, focus } = enterDigits(boxes, focus, digit));
    expect(otpValueOf(boxes)).toBe('123456');
    expect(focus).toBe(5);
    expect(enterDigits(boxes, 5, '9')).toEqual({ boxes: ['1', '2', '3', '4', '5', '9'], focus: 5 });
  });

  it('fills every box from the first on a pasted code, keeping only six digits', () => {
    const pasted = enterDigits(otpBoxesOf('9'), 3, ' 482-913 77');
    expect(pasted).toEqual({ boxes: ['4', '8', '2', '9', '1', '3'], focus: 5 });
  });

  it('fills from the current box on a shorter paste, never past the sixth', () => {
    expect(enterDigits(otpBoxesOf('12'), 2, '34')).toEqual({ boxes: ['1', '2', '3', '4', '', ''], focus: 4 });
    expect(enterDigits(otpBoxesOf('1234'), 4, '56789').boxes).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(enterDigits(otpBoxesOf('1234'), 4, '567')).toEqual({
      boxes: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
  });

  it('clears the box on Backspace, or goes back and clears the one before when it is empty', () => {
    expect(eraseDigit(otpBoxesOf('123'), 2)).toEqual({ boxes: ['1', '2', '', '', '', ''], focus: 2 });
    expect(eraseDigit(otpBoxesOf('12'), 2)).toEqual({ boxes: ['1', '', '', '', '', ''], focus: 1 });
    expect(eraseDigit(empty(), 0)).toEqual({ boxes: empty(), focus: 0 });
  });

  it('keeps the place of an emptied box in the value, so the code is not complete', () => {
    const value = otpValueOf(['1', '', '3', '4', '5', '6']);
    expect(value).toBe('1 3456');
    expect(isOtpComplete(value)).toBe(false);
    expect(otpBoxesOf(value)).toEqual(['1', '', '3', '4', '5', '6']);
    expect(isOtpComplete('123456')).toBe(true);
    expect(isOtpComplete('12345')).toBe(false);
  });

  it('finds the newly typed digit next to the one a box already held', () => {
    expect(typedText('4', '47')).toBe('7');
    expect(typedText('4', '74')).toBe('7');
    expect(typedText('4', '')).toBe('');
    expect(typedText('', '5')).toBe('5');
    expect(typedText('4', '123456')).toBe('123456');
  });
});
