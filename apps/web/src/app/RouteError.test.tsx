import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

describe('the router’s error page', () => {
  it('says something went wrong when online', () => {
    render(<RouteError />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
  });

  it('says, offline, that the page needs a connection and the levels still play', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    render(<RouteError />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're offline");
    expect(screen.getByText(/This page needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  });
});
