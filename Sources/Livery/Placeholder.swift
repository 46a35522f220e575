// Livery
