"""The application around the features: start-up, the main window, one copy per data folder, the score dock."""
