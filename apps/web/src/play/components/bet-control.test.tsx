import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BetControl } from './bet-control';

describe('the bet', () => {
  it('steps with − and +, and jumps to a preset', () => {
    const onChange = vi.fn();
    render(<BetControl value={100} onChange={onChange} />);
    expect(screen.getByTestId('bet-amount')).toHaveTextContent('1.00 coins');
    fireEvent.click(screen.getByRole('button', { name: 'Raise the bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lower the bet' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bet 50.00 coins' }));
    expect(onChange.mock.calls.map(([bet]) => bet)).toEqual([200, 50, 5_000]);
    expect(screen.getByRole('button', { name: 'Bet 1.00 coins' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('stops at its limits and while a round is on', () => {
    const { rerender } = render(<BetControl value={10} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Lower the bet' })).toBeDisabled();
    rerender(<BetControl value={100_000} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Raise the bet' })).toBeDisabled();
    rerender(<BetControl value={100} onChange={() => undefined} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
