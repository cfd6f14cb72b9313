import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtpInput, emptyOtp, isCompleteOtp } from './otp-input';

function Harness() {
  const [value, setValue] = useState(emptyOtp);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output>{value.join('')}</output>
    </>
  );
}

describe('OtpInput', () => {
  it('moves focus forward on entry and back on Backspace, which clears', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    await user.click(boxes[0]!);
    await user.keyboard('12');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveFocus();
    expect(boxes[1]).toHaveValue('');
  });

  it('ignores letters and fills the boxes from a pasted code', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const boxes = screen.getAllByRole('textbox');
    await user.click(boxes[0]!);
    await user.keyboard('a');
    expect(boxes[0]).toHaveValue('');
    await user.paste('482913');
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('482913');
  });

  it('typing over a wrong code puts each digit in its own box, repeated digits too', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const boxes = screen.getAllByRole('textbox');
    await user.click(boxes[0]!);
    await user.keyboard('113355');
    expect(screen.getByRole('status')).toHaveTextContent('113355');
    // The code was wrong: back to the first box and type the right one over it.
    await user.click(boxes[0]!);
    await user.keyboard('133351');
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('133351');
    expect(boxes[5]).toHaveFocus();
    // With the caret after a box's digit (no selection), the new digit still replaces it.
    boxes[2]!.focus();
    (boxes[2] as HTMLInputElement).setSelectionRange(1, 1);
    await user.keyboard('7');
    expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('137351');
  });

  it('is complete only with six digits', () => {
    expect(isCompleteOtp(['1', '2', '3', '4', '5', '6'])).toBe(true);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCompleteOtp(['1', '2', '3', '4', '5', 'x'])).toBe(false);
  });
});
