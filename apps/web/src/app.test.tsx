import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';

describe('App', () => {
  it('greets the visitor with the hero and a Join Us button', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'WE ARE MIJAS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Us' })).toBeEnabled();
  });
});
