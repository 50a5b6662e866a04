import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PayFromControl } from './pay-from';

describe('what a bet is paid from', () => {
  it('shows both balances with the choice checked, and tells the choice', () => {
    const onChoose = vi.fn();
    render(
      <PayFromControl
        funding={{ coin: 93_500, bonusCoin: 100, payFrom: 'cash' }}
        onChoose={onChoose}
      />,
    );
    const group = screen.getByRole('group', { name: 'Pay bets from' });
    expect(group).toBeInTheDocument();
    const cash = screen.getByRole('radio', { name: 'Cash · 935.00 coins' });
    const bonus = screen.getByRole('radio', { name: 'Bonus · 1.00 coins' });
    expect(cash).toBeChecked();
    expect(bonus).not.toBeChecked();
    expect(group).toHaveTextContent('Cash bets have no bonus limit');
    fireEvent.click(bonus);
    expect(onChoose).toHaveBeenCalledWith('bonus');
  });

  it('is hidden while only one balance holds money, and locked during a round', () => {
    const { rerender } = render(
      <PayFromControl
        funding={{ coin: 93_500, bonusCoin: 0, payFrom: 'cash' }}
        onChoose={vi.fn()}
      />,
    );
    expect(screen.queryByTestId('pay-from')).toBeNull();
    rerender(
      <PayFromControl funding={{ coin: 0, bonusCoin: 500, payFrom: 'bonus' }} onChoose={vi.fn()} />,
    );
    expect(screen.queryByTestId('pay-from')).toBeNull();
    rerender(<PayFromControl funding={null} onChoose={vi.fn()} />);
    expect(screen.queryByTestId('pay-from')).toBeNull();
    rerender(
      <PayFromControl
        funding={{ coin: 100, bonusCoin: 500, payFrom: 'bonus' }}
        onChoose={vi.fn()}
        disabled
      />,
    );
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Bonus · 5.00 coins' })).toBeChecked();
    expect(screen.getByTestId('pay-from')).toHaveTextContent(/^.*Bonus first/);
  });
});
