'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { CanalHouses } from './canal-houses';
import { LocationBox } from './location-box';
import { placeSearchPath } from './search-path';

import type { LocationBoxTexts } from './location-box';
import type { SearchCategory } from '@rooms/domain';
import type { Locale } from '@rooms/i18n';

/** A quick link under the search field, e.g. "Kamer" -> `/huren/kamer-nederland`. */
export interface SearchHeroCategory {
  /** Visible, translated text of the chip. */
  label: string;
  /** Address the chip links to (built with `pathFor` by the caller). */
  href: string;
}

/** Props of {@link SearchHero}. Every text and address comes from the caller. */
export interface SearchHeroProps {
  /** Main heading of the page (rendered as the page's `h1`). */
  headline: string;
  /** Line under the heading. */
  subtitle?: string;
  /** URL the GET form submits to, e.g. the search route of the current language. */
  action: string;
  /** Name of the location field in the submitted query string, e.g. `location`. */
  inputName: string;
  /** Accessible label of the location field (also shown as the floating label). */
  inputLabel: string;
  /** Placeholder of the location field, e.g. "City or neighbourhood". */
  placeholder?: string;
  /** Initial value of the location field. */
  defaultValue?: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Category quick links shown as chips under the form. */
  categories?: readonly SearchHeroCategory[];
  /** Accessible name of the category list (a `nav` landmark); required when categories are shown. */
  categoriesLabel?: string;
  /** Optional link under the chips, e.g. "Rent out your room" for landlords. */
  secondaryAction?: SearchHeroCategory;
  /**
   * Place suggestions while typing (§7 location suggestions). Choosing one opens the search of
   * that city or street for `category` (e.g. `/huren/kamer-groningen`). Without it the field is
   * a plain text field; with or without, submitting the typed text still goes to `action`.
   */
  locationSuggestions?: SearchHeroSuggestions;
}

/** The location suggestions of a {@link SearchHero}; plain data, so a server page can pass it. */
export interface SearchHeroSuggestions {
  /** The page's language (of the search address opened). */
  locale: Locale;
  /** The category searched in the chosen place. */
  category: SearchCategory;
  /** Texts of the suggestion list (`locationBoxTexts` of `@rooms/ui/location-box-texts`). */
  texts: Omit<LocationBoxTexts, 'label' | 'placeholder'>;
  /** Where suggestions come from; default the §7 same-origin route. */
  suggestionsUrl?: string;
}

/**
 * Home-page hero (spec §2 public pages): headline, subtitle, a location search as a plain GET
 * `<form>` (works without JavaScript, Enter submits, field and button are keyboard reachable) and
 * category chips that are ordinary links. With `locationSuggestions` the field suggests cities
 * and streets while typing and a chosen one opens its search directly. Purely presentational: no routing or fetching inside.
 * The field and button stack on phones (375 px) and sit side by side from `sm` (600 px).
 */
export function SearchHero({
  headline,
  subtitle,
  action,
  inputName,
  inputLabel,
  placeholder,
  defaultValue,
  submitLabel,
  categories = [],
  categoriesLabel,
  secondaryAction,
  locationSuggestions,
}: SearchHeroProps) {
  const id = useId();
  const headingId = `${id}-heading`;
  const inputId = `${id}-location`;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        bgcolor: 'primary.dark',
        backgroundImage: 'linear-gradient(135deg, #08434E 0%, #0B5D6B 55%, #12717F 100%)',
        color: 'primary.contrastText',
        py: { xs: 5, md: 10 },
      }}
    >
      <Container
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 340px' },
          alignItems: 'end',
          columnGap: 8,
        }}
      >
        <Box sx={{ maxWidth: 760 }}>
          <Typography id={headingId} variant="h1" component="h1" sx={{ mb: 1.5 }}>
            {headline}
          </Typography>
          {subtitle ? (
            <Typography
              component="p"
              variant="h6"
              sx={{ fontWeight: 400, opacity: 0.92, mb: { xs: 3, md: 4 } }}
            >
              {subtitle}
            </Typography>
          ) : null}
          <Box
            component="form"
            method="get"
            action={action}
            role="search"
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              alignItems: { xs: 'stretch', sm: 'center' },
              gap: 1.5,
              p: 1.5,
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 3,
            }}
          >
            {locationSuggestions ? (
              <LocationBox
                id={inputId}
                name={inputName}
                defaultValue={defaultValue}
                suggestionsUrl={locationSuggestions.suggestionsUrl}
                texts={{ ...locationSuggestions.texts, label: inputLabel, placeholder }}
                onSelect={(place) =>
                  window.location.assign(
                    placeSearchPath(
                      place,
                      locationSuggestions.locale,
                      locationSuggestions.category,
                    ),
                  )
                }
                sx={{ flex: 1 }}
              />
            ) : (
              // A plain outlined field (not TextField, whose select mode pulls menus and modals
              // into every page's download).
              <FormControl fullWidth sx={{ flex: 1 }}>
                <InputLabel htmlFor={inputId}>{inputLabel}</InputLabel>
                <OutlinedInput
                  id={inputId}
                  name={inputName}
                  label={inputLabel}
                  placeholder={placeholder}
                  defaultValue={defaultValue}
                  autoComplete="address-level2"
                />
              </FormControl>
            )}
            <Button
              type="submit"
              variant="contained"
              color="secondary"
              size="large"
              sx={{ minHeight: 56, px: 4, flexShrink: 0 }}
            >
              {submitLabel}
            </Button>
          </Box>
          {categories.length > 0 ? (
            <Box component="nav" aria-label={categoriesLabel} sx={{ mt: 3 }}>
              <Box
                component="ul"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
              >
                {categories.map((category) => (
                  <li key={category.href}>
                    <Button
                      href={category.href}
                      variant="outlined"
                      sx={{
                        bgcolor: 'rgba(255, 255, 255, 0.14)',
                        color: 'primary.contrastText',
                        borderColor: 'rgba(255, 255, 255, 0.45)',
                        borderRadius: 999,
                        fontSize: '0.9375rem',
                        fontWeight: 400,
                        textTransform: 'none',
                        minHeight: 36,
                        py: 0,
                        px: 1.5,
                        '&:hover, &.Mui-focusVisible': {
                          bgcolor: 'rgba(255, 255, 255, 0.26)',
                          borderColor: 'rgba(255, 255, 255, 0.7)',
                        },
                        '&.Mui-focusVisible': { outline: '3px solid #FFFFFF', outlineOffset: 2 },
                      }}
                    >
                      {category.label}
                    </Button>
                  </li>
                ))}
              </Box>
            </Box>
          ) : null}
          {secondaryAction ? (
            <Link
              href={secondaryAction.href}
              underline="always"
              sx={{
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                mt: 2,
                color: 'primary.contrastText',
                fontWeight: 500,
                textUnderlineOffset: '3px',
                '&:focus-visible': { outline: '3px solid #FFFFFF', outlineOffset: 2 },
              }}
            >
              {secondaryAction.label}
              <Box component="span" aria-hidden="true" sx={{ ml: 0.75 }}>
                →
              </Box>
            </Link>
          ) : null}
        </Box>
        <CanalHouses sx={{ display: { xs: 'none', lg: 'block' } }} />
      </Container>
    </Box>
  );
}

export default SearchHero;
