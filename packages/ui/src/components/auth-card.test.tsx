import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AuthCard } from './auth-card';

describe('AuthCard', () => {
  it('renders the title as the page heading, the intro, the content and the footer', () => {
    render(
      <AuthCard
        title="Inloggen"
        intro="Welkom terug"
        footer={<a href="/gebruiker/registreren">Account aanmaken</a>}
      >
        <form aria-label="Inlogformulier" />
      </AuthCard>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
    expect(screen.getByText('Welkom terug')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Inlogformulier' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Account aanmaken' }).getAttribute('href')).toBe(
      '/gebruiker/registreren',
    );
  });

  it('shows the brand panel with its points only when given', () => {
    const { unmount } = render(
      <AuthCard title="Log in">
        <p>form</p>
      </AuthCard>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    unmount();

    render(
      <AuthCard
        title="Log in"
        aside={{ title: 'Your next home', points: ['Message landlords', 'Save favourites'] }}
      >
        <p>form</p>
      </AuthCard>,
    );
    expect(screen.getByText('Your next home')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Message landlords',
      'Save favourites',
    ]);
    // One page heading: the panel's title is not a heading.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
