from kg.cli import main

if __name__ == "__main__":
    main()
