import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

const nav = () => (
  <nav>
    <NavLink to="/" end>
      Home
    </NavLink>
    <NavLink to="/bonus">Bonus</NavLink>
    <NavLink to="/vip/">VIP</NavLink>
    <Link to="/bonus/tasks?x=1">Tasks</Link>
  </nav>
);

const setup = (path: string) => {
  const router = createMemoryRouter([{ path: '*', Component: nav }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

const current = () =>
  screen
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

describe('Link and NavLink', () => {
  it('render hrefs and navigate in the app on a plain click', async () => {
    const router = setup('/');
    const tasks = screen.getByRole('link', { name: 'Tasks' });
    expect(tasks.getAttribute('href')).toBe('/bonus/tasks?x=1');
    await act(async () => {
      fireEvent.click(tasks);
    });
    expect(router.state.location.pathname).toBe('/bonus/tasks');
    expect(router.state.location.search).toBe('?x=1');
  });

  it('leave modified clicks to the browser', () => {
    const router = setup('/');
    fireEvent.click(screen.getByRole('link', { name: 'Tasks' }), { ctrlKey: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('mark the current page as NavLink does: end, whole segments, any case, trailing slash', () => {
    setup('/');
    expect(current()).toEqual(['Home']);
  });

  it.each([
    ['/bonus', ['Bonus']],
    ['/Bonus/tasks', ['Bonus']],
    ['/bonuses', []],
    ['/vip', ['VIP']],
    ['/vip/level', ['VIP']],
  ])('at %s marks %j', (path, expected) => {
    setup(path);
    expect(current()).toEqual(expected);
  });
});
